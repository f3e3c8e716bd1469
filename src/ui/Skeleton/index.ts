export { Skeleton, SkeletonText, type SkeletonProps, type SkeletonTextProps } from './Skeleton';
