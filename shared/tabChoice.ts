/**
 * Where Docusaurus' tabs store a group's choice (localStorage): the tab
 * memory (plugins/tab-memory) forgets old choices, and the API examples
 * (src/components/ApiOperation) follow the choice of their tab group.
 */
export const TAB_CHOICE_PREFIX = 'docusaurus.tab.';
