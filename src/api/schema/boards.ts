import * as v from 'valibot';
import { BoardSortType, BoardType, ExposureRange, NoticeType } from '../enums';
import { MAX_ATTACHMENTS } from '../uploads';
import {
  bool,
  fields,
  fieldsAsync,
  id,
  idList,
  KEYWORD_MAX,
  line,
  NAME_MAX,
  oneOf,
  paging,
  queryBool,
  queryDay,
  queryEnum,
  queryEnumList,
  queryText,
} from './common';
import { fileParts, jsonPart } from './multipart';
import { contentSchema, titleSchema } from './post';

// Requests of /v1/boards: notices, FAQ, 1:1 inquiries and the community boards.

const boardType = oneOf('게시판 종류(boardType)', BoardType.values);
const exposureRange = oneOf('노출 범위(exposureRange)', ExposureRange.values);

/** Filters the list and the pinned notices share. */
const visibilityFilters = {
  noticeTypes: queryEnumList('공지 분류(noticeTypes)', NoticeType.values),
  exposureRanges: queryEnumList('노출 범위(exposureRanges)', ExposureRange.values),
  isExposed: queryBool('노출 여부(isExposed)'),
  filterDeleted: queryBool('filterDeleted'),
  filterBlind: queryBool('filterBlind'),
};

/** `GET /v1/boards`. */
export const boardListQuerySchema = fields({
  boardType: v.pipe(
    v.unknown(),
    v.transform((x) => (x === '' ? undefined : x)),
    v.picklist(BoardType.values, '게시판 종류(boardType) 값이 필요합니다.'),
  ) as unknown as typeof boardType,
  ...paging(),
  sortType: queryEnum('정렬(sortType)', BoardSortType.values),
  /** Title keyword. */
  boardTitle: queryText('검색어(boardTitle)', KEYWORD_MAX),
  userId: queryText('아이디(userId)', NAME_MAX),
  name: queryText('이름(name)', NAME_MAX),
  nickname: queryText('닉네임(nickname)', NAME_MAX),
  /** Notice source company. */
  drugCompany: queryText('제약사명(drugCompany)', NAME_MAX),
  /** Only posts of this login id. */
  myUserId: queryText('아이디(myUserId)', NAME_MAX),
  /** Created-date range, `yyyy-MM-dd`. */
  startAt: queryDay('시작일(startAt)'),
  endAt: queryDay('종료일(endAt)'),
  ...visibilityFilters,
  /** Leave pinned notices out (they are shown above the list). */
  ignoreFixedTop: queryBool('ignoreFixedTop'),
  includeChild: queryBool('includeChild'),
  /** true = answered only, false = unanswered only (inquiries). */
  hasChildren: queryBool('답변 여부(hasChildren)'),
  /** Portal addition: rows carry `content` and `attachments` (FAQ accordion). */
  withContent: queryBool('withContent'),
});
export type BoardListQuery = v.InferInput<typeof boardListQuerySchema>;

/** `GET /v1/boards/notices/fixed-top` (a short list by nature: pinned posts, at most 50). */
export const fixedTopQuerySchema = fields({ boardType: queryEnum('게시판 종류(boardType)', BoardType.values), ...visibilityFilters });
export type FixedTopQuery = v.InferInput<typeof fixedTopQuerySchema>;

/** `GET /v1/boards/{id}`. */
export const boardDetailQuerySchema = fields({ filterBlind: queryBool('filterBlind'), filterDeleted: queryBool('filterDeleted') });
export type BoardDetailQuery = v.InferInput<typeof boardDetailQuerySchema>;

const noticeProperties = {
  noticeType: oneOf('공지 분류(noticeType)', NoticeType.values),
  /** Source drug company; null/empty = the portal (메디판다). */
  drugCompany: v.nullish(line('제약사명(drugCompany)', NAME_MAX)),
  /** Pinned above the list. */
  fixedTop: v.nullish(bool('상단 고정(fixedTop)')),
};
export const noticePropertiesSchema = fields(noticeProperties, '공지 속성(noticeProperties)이 올바르지 않습니다.');

/** JSON part `request` of `POST /v1/boards`. The author is always the session's member. */
export const boardPostCreateSchema = fields({
  boardType,
  userId: v.nullish(line('아이디(userId)', NAME_MAX)),
  nickname: v.nullish(line('닉네임(nickname)', NAME_MAX)),
  hiddenNickname: v.nullish(bool('닉네임 숨김(hiddenNickname)')),
  title: titleSchema,
  /** HTML; sanitized by the server against an allow-list before it is stored. */
  content: v.nullish(contentSchema),
  /** Editors: the inquiry this post answers. */
  parentId: v.nullish(id('답변할 문의(parentId)')),
  isExposed: v.nullish(bool('노출 여부(isExposed)')),
  exposureRange: v.nullish(exposureRange),
  /** Ids of images uploaded with `POST /v1/boards/uploads` that the content shows. */
  editorFileIds: v.nullish(idList('본문 이미지(editorFileIds)')),
  noticeProperties: v.nullish(noticePropertiesSchema),
});
export type BoardPostCreateRequest = v.InferInput<typeof boardPostCreateSchema>;

/** JSON part `updateRequest` of `PUT /v1/boards/{id}`. */
export const boardPostUpdateSchema = fields({
  title: v.nullish(titleSchema),
  content: v.nullish(contentSchema),
  hiddenNickname: v.nullish(bool('닉네임 숨김(hiddenNickname)')),
  isBlind: v.nullish(bool('블라인드(isBlind)')),
  isExposed: v.nullish(bool('노출 여부(isExposed)')),
  exposureRange: v.nullish(exposureRange),
  /** Files to keep (attachments and editor images still in the content); every other file of the post is removed. */
  keepFileIds: idList('남길 파일(keepFileIds)'),
  editorFileIds: v.nullish(idList('본문 이미지(editorFileIds)')),
  noticeProperties: v.nullish(v.partial(noticePropertiesSchema)),
});
export type BoardPostUpdateRequest = v.InferInput<typeof boardPostUpdateSchema>;

/** JSON body of `PUT /v1/boards/{id}/exposure` (editors): publish (true) or take back to a draft (false). */
export const boardExposureSchema = fields({ isExposed: bool('게시 여부(isExposed)') });
export type BoardExposureRequest = v.InferInput<typeof boardExposureSchema>;

const TOO_MANY_FILES = `첨부파일은 글 하나에 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`;

/** Multipart body of `POST /v1/boards`: the `request` JSON part and the attachments. */
export const boardCreateFormSchema = fieldsAsync({
  request: jsonPart('request', boardPostCreateSchema),
  files: fileParts('files', MAX_ATTACHMENTS, TOO_MANY_FILES),
});
/** Multipart body of `PUT /v1/boards/{id}`. */
export const boardUpdateFormSchema = fieldsAsync({
  updateRequest: jsonPart('updateRequest', boardPostUpdateSchema),
  newFiles: fileParts('newFiles', MAX_ATTACHMENTS, TOO_MANY_FILES),
});
/** Multipart body of `POST /v1/boards/uploads`: exactly one image. */
export const editorImageFormSchema = fields({
  file: v.pipe(
    fileParts('file', 1, '파일은 한 번에 하나씩 올려 주세요.'),
    v.minLength(1, '올릴 파일을 선택해 주세요.'),
    v.transform((files) => files[0] as File),
  ),
});
