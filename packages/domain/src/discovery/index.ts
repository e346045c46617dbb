// Discovery (issue 6): recommendation reasons and "Why am I seeing this?", card feedback
// (hide, report, unfollow), interests and their surfaces, today articles, feed diversity.

export * from './card-feedback';
export * from './feedback-reasons';
export * from './feed-diversity';
export * from './interests';
export * from './interests-of-pin-text';
export * from './pin-feedback';
export * from './recommendable';
export * from './recommendation-reasons';
export * from './why-this-pin';
export * from './cover-images';
export * from './discovery-nav';
