/* Text helpers of the cases: a buffer that expected texts are appended to,
 * and strings that stay valid until the case's process ends, so a helper's
 * result can be used inline (memory checkers see them kept, not leaked). */
#ifndef ACLCTS_HELPERS_TEXT_H_
#define ACLCTS_HELPERS_TEXT_H_

#include <stddef.h>

/* Room for the longest expected text of the cases (a full config's trace
 * plus a deinit is about 1 KiB plus two paths). */
#define TEXT_BUF_MAX 16384

/* A text appended to in place: text_buf b = {{0}, 0}; text_add(&b, ...). */
typedef struct text_buf {
    char s[TEXT_BUF_MAX];
    size_t n;
} text_buf;

/* printf at the end of b; what does not fit is cut off. */
void text_add(text_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* s as the spy prints a string: a JSON string literal (aclcts_southbound.h). */
void text_add_quoted(text_buf *b, const char *s);

/* Keeps p reachable until the case's process ends (aborts on NULL); returns p. */
void *text_keep(void *p);
/* printf into a fresh kept buffer. */
char *text_fmt(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* s as text_add_quoted writes it, kept. */
char *text_quote(const char *s);
/* text with every `tag` replaced by `with`, kept. */
char *text_replace(const char *text, const char *tag, const char *with);
/* True when s ends with suffix (false when either is NULL). */
int text_ends_with(const char *s, const char *suffix);
/* a + "\n" + b into buf (cap bytes); returns buf. */
const char *text_join_lines(char *buf, size_t cap, const char *a, const char *b);
/* value as "%lld" prints it into buf (cap bytes); returns buf. */
const char *text_decimal(char *buf, size_t cap, long long value);

#endif /* ACLCTS_HELPERS_TEXT_H_ */
