import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Page } from '../../../shared/api/paging';
import type { PermittedRow } from '../../../shared/api/resource-permissions';
import type { ResourceType } from '../../../shared/permissions';

/** A row of a project's resource list: who may do what to it, its name, and maybe its description and state. */
export type ListRow = PermittedRow & { id: string; name: string; description?: string; enabled?: boolean };

/** What a list asks its kind for: the project's rows by name and tag, one page of them. */
export interface ProjectListQuery {
  projectId: string;
  pageNo: number;
  pageSize: number;
  name?: string;
  tag?: string;
}

/** What a name form sends. */
export type NameAndDescription = { name: string; description: string };

/** The page parameters a list sends besides the project (the spec's paging and filters). */
export type ListQuery = Omit<ProjectListQuery, 'projectId'>;

/**
 * One kind of project resource (问答库, 发音人, 词典…) as the console's list screen and detail
 * frame need it: its names, addresses, page hook and the calls that enable and delete a row.
 * An area declares one and gives it its columns, its form and its own panels.
 */
export interface ResourceKind<T extends ListRow> {
  type: ResourceType;
  /** What one row is called: 问答库 → 搜索问答库名称, 删除问答库「…」？, 问答库列表加载失败. */
  noun: string;
  /** The list's heading and the line under it. */
  title: string;
  summary: string;
  paths(projectID: string): { list: string; detail(row: { id: string; name: string }): string };
  usePage(query: ProjectListQuery): UseQueryResult<Page<T>, Error>;
  /** Refreshed after every change from the list or the page. */
  refreshKey: QueryKey;
  /** Kinds that can be switched off; disabling asks first and says what it means. */
  enable?: {
    call(id: string, enabled: boolean): Promise<{ enabled?: boolean }>;
    messages: { enabled: string; disabled: string };
    effect: string;
  };
  /**
   * A kind whose rows need only a name (and a description): its 新建 form on the list and its
   * 重命名 form on the page are made from this unless the area gives its own.
   */
  nameForm?: {
    nameRule: z.ZodType;
    /** The name field's label when not `{noun}名称`. */
    nameLabel?: string;
    withDescription?: boolean;
    create(projectId: string, fields: NameAndDescription): Promise<{ id: string; name: string }>;
    /** The toast once created (动作已创建). */
    created: string;
    edit?(id: string, fields: NameAndDescription): Promise<{ id: string; name: string }>;
    saved?: string;
  };
  /** The kind's own row calls (构建, 设为默认): the row action of that name makes the call and says the message. */
  calls?: Record<string, { call(id: string): Promise<unknown>; message: string }>;
  remove: {
    call(id: string): Promise<unknown>;
    /** What deleting takes with it, said in the confirmation. */
    effect(row: T): string;
    /** The toast after a delete, when not the common 删除成功. */
    message?: string;
    /**
     * What uses the row: while this names anything the delete is refused with it (the server
     * refuses too); null lets the delete go on to its confirmation.
     */
    usedBy?(row: T): Promise<ReactNode | null>;
  };
}
