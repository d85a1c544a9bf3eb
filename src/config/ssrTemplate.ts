/**
 * The page template (Docusaurus `ssrTemplate`): the classic template with one
 * change. Docusaurus loads its scripts with `<script defer>`, so on a slow
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
