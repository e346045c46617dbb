// The pin card: its contract (card-model.ts), the rules of spec 000 one file each, and the
// decision that composes them.

export * from './card-attribution';
export * from './card-context';
export * from './card-extras';
export * from './card-footer';
export * from './card-image';
export * from './card-interaction';
export * from './card-kind';
export * from './card-layout';
export * from './card-media';
export * from './card-model';
export * from './card-overlay';
export * from './card-price';
export * from './card-rating';
export * from './card-reactions';
export * from './card-sponsorship';
export * from './card-text';
export * from './carousel';
export * from './decide-pin-card';
export * from './feedback-type';
export * from './pin-facts';
export * from './video-playback';
export * from './view-parameters';
export * from './media-labels';
