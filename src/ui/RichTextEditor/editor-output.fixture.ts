/**
 * One of everything the editor writes, exactly as it writes it. A story checks the editor gives this back unchanged and
 * a unit test that the server's allow-list keeps it unchanged, so nothing written is lost when a post is stored.
 */
export const EDITOR_OUTPUT =
  '<h2>제목</h2><h3>소제목</h3>' +
  '<p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소선</s><br>줄바꿈</p>' +
  '<ul><li><p>글머리</p></li></ul><ol><li><p>번호</p></li></ol><blockquote><p>인용</p></blockquote>' +
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1">링크</a></p>' +
  // After a closing image the editor keeps an empty paragraph to type into.
  '<img src="/v1/files/12" alt=""><p></p>';
