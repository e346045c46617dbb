// The viewer's own appeals against blocked links (LinkAppealResource get, newest first).
import { singleQuery } from './queries';

export const appealsQuery = () => singleQuery('LinkAppealResource', {});
