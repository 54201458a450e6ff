/* Escaping writers (escape.c): everything a report prints that came from the
 * target (messages, paths, symbol names) goes through one of them, which also
 * repair invalid UTF-8 (utf8.h). s may be NULL: they print nothing. */
#ifndef ACLCTS_ESCAPE_H_
#define ACLCTS_ESCAPE_H_

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* HTML text or attribute value: & < > " ' escaped; control characters other
 * than tab and newline become U+FFFD. */
void aclcts_put_html(FILE *f, const char *s);

/* XML 1.0 text or attribute value: & < > " ' escaped; characters XML 1.0
 * cannot carry (controls other than tab/newline/CR, U+FFFE, U+FFFF) become
 * U+FFFD. In attributes newline and tab are written as character references
 * so they survive attribute normalisation. */
void aclcts_put_xml(FILE *f, const char *s, int attribute);

/* Markdown inline text for a table cell: only the first line of s, with
 * Markdown and HTML punctuation neutralised and "|" escaped. */
void aclcts_put_md(FILE *f, const char *s);
/* All of s (at most cap bytes of it) as a fenced Markdown code block, every
 * line kept, control characters and bad UTF-8 replaced; the fence is longer
 * than any run of backticks in s. */
void aclcts_put_md_block(FILE *f, const char *s, size_t cap);

/* Length of the first line of s (up to but not including '\n' or '\r'). */
size_t aclcts_first_line_len(const char *s);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_ESCAPE_H_ */
