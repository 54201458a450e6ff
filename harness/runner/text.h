/* Small text helpers of the runner (text.c; mkdir -p is workdir.c's). */
#ifndef ACLCTS_TEXT_H_
#define ACLCTS_TEXT_H_

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* mkdir -p; 0, or -1 with errno set. */
int aclcts_mkdir_p(const char *path);
char *aclcts_strdup(const char *s);
char *aclcts_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Replaces bytes that are not valid UTF-8 (and NULs) with '?', in place. */
void aclcts_utf8_sanitize(char *s, size_t len);
/* Splits a space-separated list into a NULL-terminated malloc'd vector. */
char **aclcts_split_words(const char *s, size_t *n);
void aclcts_free_words(char **v, size_t n);
/* Shell-quotes s with single quotes when needed (malloc). */
char *aclcts_shell_quote(const char *s);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_TEXT_H_ */
