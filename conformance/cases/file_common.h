/* Helpers for the FILE cases: config files of an exact size. */
#ifndef ACLCTS_CASES_FILE_COMMON_H_
#define ACLCTS_CASES_FILE_COMMON_H_

#include <stdlib.h>
#include <string.h>

#include "init_common.h"

/* The product's limit: json_parser.cpp MAX_CONFIG_FILE_BYTE = 10 MiB. */
#define FILE_SIZE_LIMIT (10u * 1024u * 1024u)

/* A file of exactly `size` bytes: `head`, then spaces (valid trailing
 * whitespace when head is a JSON value). */
static inline const char *file_of_size(aclcts_t *t, const char *name, const char *head, size_t size)
{
    char *buf = malloc(size);
    if (!buf)
        SKIP(t, "cannot allocate %zu bytes", size);
    size_t h = strlen(head);
    memset(buf, ' ', size);
    memcpy(buf, head, h < size ? h : size);
    const char *path = aclcts_file_bytes(t, name, buf, size);
    free(buf);
    return path;
}

#endif /* ACLCTS_CASES_FILE_COMMON_H_ */
