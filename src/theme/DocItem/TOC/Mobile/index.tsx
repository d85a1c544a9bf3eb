// No table of contents above the page either: see ../Desktop.
export {default} from '@theme/DocItem/TOC/Desktop';
