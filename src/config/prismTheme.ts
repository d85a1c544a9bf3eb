/**
 * The code theme for prism-react-renderer: deliberately empty. Token colours
 * live in CSS (src/css/code.css), keyed on the classes Prism already puts on
 * every token, instead of an inline `style` on each of them: the pages'
 * HTML is much smaller, and the colours can be read and tuned in one place.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const codeTheme: PrismTheme = {plain: {}, styles: []};
