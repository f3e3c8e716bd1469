export { DocumentViewer, ZOOM_STEPS, type DocumentViewerProps, type ViewerDocument } from './DocumentViewer';
