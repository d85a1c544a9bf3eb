/**
 * The site has no footer: each page ends with its own footer (edit link,
 * last update, previous and next). The classic theme's footer renders nothing
 * without a `footer` config but still ships its code on every page.
 */
export default function Footer(): null {
  return null;
}
