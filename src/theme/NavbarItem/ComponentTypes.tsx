import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

/**
 * Only the top bar item types this site uses. Every entry of the classic
 * theme's map (version and locale dropdowns, doc links...) is code that each
 * page loads before it starts, so unlike other lookup maps this one is not
 * spread: add a type here when the top bar needs it.
 */
const ComponentTypes: Pick<ComponentTypesObject, 'default' | 'search'> = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
