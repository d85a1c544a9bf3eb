/**
 * The page template (Docusaurus `ssrTemplate`): the classic template with two
 * changes.
 *
 * A busy browser paints the HTML as it parses it; the top bar's items are
 * laid out from the right, so a paint before all of them had arrived moved
 * the ones already there. The first paint waits until the top bar is parsed:
 * until the element after it, Docusaurus's skip-to-content target
 * (SkipToContentFallbackId in @docusaurus/theme-common). A browser without
 * `rel="expect"` ignores it; on a page without that element the wait ends
 * with the HTML.
 *
 * Docusaurus loads its scripts with `<script defer>`, so on a slow
 * connection they download alongside the page and delay its first paint; a
 * docs page is readable as soon as its HTML and CSS arrive. Here the scripts
 * are added once the browser has painted (or at once when the tab is hidden,
 * where no frame is painted), in their order; the app then hydrates as usual.
 * The inline loader is allowed by hash in the Content Security Policy
 * (plugins/security-headers).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <link rel="expect" href="#__docusaurus_skipToContent_fallback" blocking="render">
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script>
      (function () {
        var scripts = <%~ JSON.stringify(it.scripts.map(function (script) { return it.baseUrl + script; })) %>;
        function load() {
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        if (document.visibilityState === 'hidden') {
          setTimeout(load);
        } else {
          requestAnimationFrame(function () { setTimeout(load); });
        }
      })();
    </script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
