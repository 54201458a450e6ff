/* UTF-8 (utf8.c): everything a report prints that came from the target is
 * repaired on the way (each ill-formed byte becomes U+FFFD), so every report
 * is valid UTF-8 whatever the target wrote. */
#ifndef ACLCTS_UTF8_H_
#define ACLCTS_UTF8_H_

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ACLCTS_UTF8_REPLACEMENT 0xFFFDu /* U+FFFD REPLACEMENT CHARACTER */

/* Decodes one code point at s (which is not at its terminator). Returns the
 * bytes consumed (>= 1); *cp is U+FFFD for an ill-formed sequence (overlong,
 * surrogate, beyond U+10FFFF, truncated), which then consumes one byte. */
size_t aclcts_utf8_next(const char *s, uint32_t *cp);

/* Writes code point c to f as UTF-8. */
void aclcts_utf8_put(FILE *f, uint32_t c);

/* A malloc'd copy of s (NULL reads as "") with ill-formed UTF-8 repaired;
 * NULL when out of memory. */
char *aclcts_utf8_clean(const char *s);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_UTF8_H_ */
