export { PostMenu, type PostMenuProps } from './PostMenu';
export { PostThread, type PostThreadProps } from './PostThread';
