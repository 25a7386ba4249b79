import type { ComponentType } from 'react';
import type { KnownTag } from '../../shared/screen/tags/registry';
import type { TagProps } from '../render/tag-props';
import { MainPage } from './main-page';
import { Awake } from './rb-awake';
import { FeatureCard } from './rb-feature-card';
import { FeatureCardList } from './rb-feature-card-list';
import { FeatureList } from './rb-feature-list';
import { FloatingButton } from './rb-floating-button';
import { FooterDrawer } from './rb-footer-drawer';
import { ImageTextCard } from './rb-image-text-card';
import { Logo } from './rb-logo';
import { MediaListCard } from './rb-media-list-card';
import { MediaSwiper } from './rb-media-swiper';
import { MediaSwiperCard } from './rb-media-swiper-card';
import { NavigationPage } from './rb-navigation-page';
import { ContentArea } from './rb-page';
import { PatrolPage } from './rb-patrol-page';
import { QaSwiper } from './rb-qa-swiper';
import { QuestionCategory } from './rb-question-category';
import { QuestionHint } from './rb-question-hint';
import { QuestionHintAwake } from './rb-question-hint-awake';
import { RobotControl } from './rb-robot-control';
import { RobotRecognition } from './rb-robot-recognition';
import { RobotSpeech } from './rb-robot-speech';
import { SleepFullSwiper } from './rb-sleep-full-swiper';
import { SleepPage } from './rb-sleep-hoc';
import { SleepSwiperPage } from './rb-sleep-swiper-hoc';
import { Sticker } from './rb-sticker';
import { UnknownQuestion } from './rb-unknown-question';
import { VolumeControl } from './rb-volume-control';

/**
 * Tags whose component renders its node's children itself: the content area lays its modules out
 * in chunks, so building them as children first (1,000 elements per edit) would be thrown away.
 */
export const RENDERS_OWN_CHILDREN: ReadonlySet<string> = new Set<KnownTag>(['rb-page']);

/** One component per registered tag; the type makes a tag without a component a compile error. */
export const COMPONENTS: { [T in KnownTag]: ComponentType<TagProps<T>> } = {
  'vmain-page-1': MainPage,
  'vmain-page-2': MainPage,
  'vmain-page-3': MainPage,
  'vmain-page-4': MainPage,
  'vmain-page-5': MainPage,
  'hmain-page-1': MainPage,
  'hmain-page-2': MainPage,
  'rb-sleep-hoc': SleepPage,
  'rb-sleep-swiper-hoc': SleepSwiperPage,
  'rb-navigation-page': NavigationPage,
  'rb-patrol-page': PatrolPage,
  'rb-page': ContentArea,
  'rb-footer-drawer': FooterDrawer,
  'rb-awake': Awake,
  'rb-question-hint': QuestionHint,
  'rb-question-hint-awake': QuestionHintAwake,
  'rb-question-category': QuestionCategory,
  'rb-qa-swiper': QaSwiper,
  'rb-unknown-question': UnknownQuestion,
  'rb-robot-recognition': RobotRecognition,
  'rb-robot-speech': RobotSpeech,
  'rb-robot-control': RobotControl,
  'rb-volume-control': VolumeControl,
  'rb-media-swiper': MediaSwiper,
  'rb-sleep-full-swiper': SleepFullSwiper,
  'rb-feature-card': FeatureCard,
  'rb-feature-list': FeatureList,
  'rb-feature-card-list': FeatureCardList,
  'rb-image-text-card': ImageTextCard,
  'rb-media-swiper-card': MediaSwiperCard,
  'rb-media-list-card': MediaListCard,
  'rb-logo': Logo,
  'rb-sticker': Sticker,
  'rb-floating-button': FloatingButton,
};
