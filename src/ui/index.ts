// The UI kit: thin components over Ark UI, styled only through the Panda recipes in src/theme/recipes.
export * from './Button';
export * from './IconButton';
export * from './Text';
export * from './Link';
export * from './TextField';
export * from './PasswordInput';
export * from './Dialog';
export * from './Menu';
export * from './Drawer';
export * from './Tabs';
export * from './LinkTabs';
export * from './Spinner';
export * from './LoadingBar';
export * from './Card';
export * from './EmptyState';
export * from './Skeleton';
export * from './icons';
