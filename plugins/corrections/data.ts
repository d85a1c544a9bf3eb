/** Every page's correction notes, as ./index.ts wrote them, for the page that lists them all. */
import data from '@build-data/corrections.json';
import type {CorrectionPage} from './index';

// The JSON is `unknown` to TypeScript; ./index.ts writes it from this type.
export default data as readonly CorrectionPage[];
