// The shape of a demo theme: everything needed to write believable pins about one interest.
import type { DemoSubject } from './demo-types';

export type ThemeId =
  | 'home'
  | 'food'
  | 'baking'
  | 'travel'
  | 'fashion'
  | 'garden'
  | 'diy'
  | 'art'
  | 'fitness'
  | 'wedding'
  | 'tech'
  | 'outdoors'
  | 'photography';

/** Titles about one kind of picture, so that the image and the words agree. */
export interface Topic {
  subjects: readonly DemoSubject[];
  titles: readonly string[];
}

export interface Site {
  name: string;
  domain: string;
  /** First path segment of article-like links on this site. */
  section: string;
}

export interface Theme {
  category: string;
  chips: readonly string[];
  sites: readonly Site[];
  topics: readonly Topic[];
  /** Opening sentences of descriptions. */
  leads: readonly string[];
  /** Closing sentences of descriptions. */
  tails: readonly string[];
  /** Page texts of idea pins, read in order. */
  steps: readonly string[];
  /** Short lines under carousel slot titles. */
  details: readonly string[];
}
