import type { TemplateCategory } from '../../categories';
import type { BackgroundName, LogoName } from '../../stock-material';

/** The sample placeholder content of one template category: what its pages say and show. */
export interface CategoryContent {
  category: TemplateCategory;
  logo: LogoName;
  background: BackgroundName;
  sleepBackground: BackgroundName;
  greeting: string;
  wakePrompt: string;
  questions: string[];
  /** Six features: feature lists show 4 in a row, or 2 lists × 3 in columns. */
  features: { title: string; subtitle: string; icon: string }[];
  pictureCardsTitle: string;
  pictureCards: { title: string; subtitle: string; image: string }[];
  slides: { src: string; text: string; subText: string }[];
  newsTitle: string;
  news: { src: string; text: string; subText: string }[];
  intro: { title: string; texts: string[]; images: string[] };
  qaTitle: string;
  qa: { question: string; answer: string }[];
  categoriesTitle: string;
  categories: { name: string; icon: string; questions: string[] }[];
  navigation: {
    title: string;
    subtitle: string;
    map: string;
    destinations: { name: string; description: string; icon: string }[];
  };
  patrol: { title: string; tip: string; stops: { name: string; description: string; image: string }[] };
  sleep: { title: string; subtitle: string };
  heard: string;
  speech: string;
  floatingButton: { text: string; icon: string; question: string };
}
