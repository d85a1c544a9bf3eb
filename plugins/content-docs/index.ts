/**
 * The docs plugin, with one change: the version metadata every page loads
 * before it can start (the sidebar, plus the id, title and description of
 * every doc) leaves out the descriptions. The theme reads them only for doc
 * cards, which these docs do not use; at 95 pages they were most of that
 * file. A page's own description (its meta tag) comes from the page's own
 * metadata and is kept.
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {
  LoadedContent,
  PluginOptions,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

/** The same route, with the descriptions taken out of any version metadata it carries. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  const leanVersion =
    version?.docs === undefined
      ? version
      : {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [
              id,
              doc,
            ]),
          ),
        };
  return {
    ...route,
    ...(leanVersion && {props: {...route.props, version: leanVersion}}),
    ...(route.routes && {routes: route.routes.map(withoutDocDescriptions)}),
  };
}

export default async function contentDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute: typeof args.actions.addRoute = (route) =>
        args.actions.addRoute(withoutDocDescriptions(route));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}

export {validateOptions};
