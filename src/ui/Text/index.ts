export { Text, Heading, type TextProps, type HeadingProps, type TextStyleName, type TextTone } from './Text';
