export { Menu, type MenuRootProps, type MenuContentProps, type MenuItemProps } from './Menu';
