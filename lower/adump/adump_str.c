/* String helpers of the adump model (adump_str.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adump/adump_str.h"

char *ads_strdup(const char *s) { return s != NULL ? ads_strndup(s, strlen(s)) : NULL; }

char *ads_strndup(const char *s, size_t n)
{
    char *c = malloc(n + 1);
    if (c != NULL) {
        memcpy(c, s, n);
        c[n] = '\0';
    }
    return c;
}

char *ads_fmt(const char *f, ...)
{
    va_list ap;
    va_start(ap, f);
    int n = vsnprintf(NULL, 0, f, ap);
    va_end(ap);
    char *s = malloc((size_t)n + 1);
    if (s != NULL) {
        va_start(ap, f);
        vsnprintf(s, (size_t)n + 1, f, ap);
        va_end(ap);
    }
    return s;
}
