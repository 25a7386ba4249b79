import { z } from 'zod';

/** A project's figures for 概览 (overview): what its robots and content amount to today. */
export const OVERVIEW_API = {
  project: '/manager/v1/project/overview', // GET ?id → ProjectOverview
} as const;

export const overviewQuery = z.object({ id: z.string().min(1).max(64) });

/** Days in the overview's chart, today included. */
export const OVERVIEW_DAYS = 7;

export interface OverviewDay {
  /** YYYY-MM-DD in the server's time zone. */
  date: string;
  conversations: number;
  visitors: number;
}

export interface ProjectOverview {
  devices: { online: number; total: number };
  screensPublished: number;
  qaPairs: number;
  skills: number;
  conversationsToday: number;
  /** Share of today's turns the robots could not answer, 0–1; null without turns. */
  unknownRateToday: number | null;
  visitorsToday: number;
  days: OverviewDay[];
}
