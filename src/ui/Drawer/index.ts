export * as Drawer from './parts';
export { DrawerFrame, type DrawerFrameProps } from './DrawerFrame';
