import {
  AppstoreOutlined,
  AudioOutlined,
  BorderOutlined,
  CompassOutlined,
  ContainerOutlined,
  ControlOutlined,
  CreditCardOutlined,
  FileImageOutlined,
  FlagOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  LayoutOutlined,
  MessageOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  PoweroffOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RobotOutlined,
  SmileOutlined,
  SoundOutlined,
  TagsOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { KnownTag } from '../../shared/screen/tags/registry';

/** A small icon for every tag: layer outline rows, panel headers, the page's module list. */
const TAG_ICONS: Record<KnownTag, ComponentType> = {
  'vmain-page-1': HomeOutlined,
  'vmain-page-2': HomeOutlined,
  'vmain-page-3': HomeOutlined,
  'vmain-page-4': HomeOutlined,
  'vmain-page-5': HomeOutlined,
  'hmain-page-1': HomeOutlined,
  'hmain-page-2': HomeOutlined,
  'rb-sleep-hoc': PoweroffOutlined,
  'rb-sleep-swiper-hoc': PoweroffOutlined,
  'rb-navigation-page': CompassOutlined,
  'rb-patrol-page': FlagOutlined,
  'rb-page': LayoutOutlined,
  'rb-footer-drawer': InboxOutlined,
  'rb-awake': SmileOutlined,
  'rb-question-hint': QuestionCircleOutlined,
  'rb-question-hint-awake': SmileOutlined,
  'rb-question-category': TagsOutlined,
  'rb-qa-swiper': MessageOutlined,
  'rb-unknown-question': QuestionCircleOutlined,
  'rb-robot-recognition': AudioOutlined,
  'rb-robot-speech': RobotOutlined,
  'rb-robot-control': ControlOutlined,
  'rb-volume-control': SoundOutlined,
  'rb-media-swiper': PlaySquareOutlined,
  'rb-sleep-full-swiper': PlaySquareOutlined,
  'rb-feature-card': IdcardOutlined,
  'rb-feature-list': AppstoreOutlined,
  'rb-feature-card-list': CreditCardOutlined,
  'rb-image-text-card': ReadOutlined,
  'rb-media-swiper-card': PictureOutlined,
  'rb-media-list-card': UnorderedListOutlined,
  'rb-logo': ContainerOutlined,
  'rb-sticker': FileImageOutlined,
  'rb-floating-button': BorderOutlined,
};

/** The icon of a tag; an unknown tag (a broken document) gets a plain box. */
export function TagIcon({ tag }: { tag: string }) {
  const Icon = (TAG_ICONS as Record<string, ComponentType | undefined>)[tag] ?? BorderOutlined;
  return <Icon />;
}
