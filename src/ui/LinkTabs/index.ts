export { LinkTabs, isLinkTabActive, type LinkTabsProps, type LinkTab } from './LinkTabs';
