/* String helpers of the adump model, used by several of its files. Depends on
 * libc only and on no other file of the model. */
#ifndef ACLCTS_LOWER_ADUMP_STR_H_
#define ACLCTS_LOWER_ADUMP_STR_H_

#include <stddef.h>

/* malloc'd copies: of `s` (NULL gives NULL), of its first `n` bytes. */
char *ads_strdup(const char *s);
char *ads_strndup(const char *s, size_t n);
/* printf into a malloc'd string; NULL when memory runs out. */
char *ads_fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));

#endif
