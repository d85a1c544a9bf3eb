/**
 * What a message is called in search: the `kind` filter of its record
 * (plugins/search-index) and the label of its result. Apart from the data so
 * that the search box can ask for messages without loading them all.
 */
export const messageKind = 'Message';
