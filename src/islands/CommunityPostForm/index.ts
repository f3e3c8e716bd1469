export { CommunityPostForm, type CommunityPostFormProps } from './CommunityPostForm';
