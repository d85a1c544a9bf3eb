/** The page at `/`: an immediate redirect that works without JavaScript. */
export function redirectPage({
  title,
  to,
  canonical,
}: {
  title: string;
  to: string;
  canonical: string;
}): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${title}</title>`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${to}">`,
    `<link rel="canonical" href="${canonical}">`,
    '</head>',
    `<body><p>The docs start at <a href="${to}">the introduction</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}
