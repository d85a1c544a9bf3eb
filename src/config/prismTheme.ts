/**
 * The code block colours: One Dark (the old site's dark code blocks,
 * #282c34) with the two colours that fell short of a 4.5:1 contrast on that
 * background made lighter: comments and tags/properties.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const lighter: Record<string, string> = {
  comment: 'hsl(220, 12%, 62%)',
  property: 'hsl(355, 70%, 70%)',
};

export const codeTheme: PrismTheme = {
  ...themes.oneDark,
  styles: themes.oneDark.styles.map((rule) => {
    const color = rule.types.map((type) => lighter[type]).find(Boolean);
    return color === undefined ? rule : {...rule, style: {...rule.style, color}};
  }),
};
