/* SHA-256 of a file or a buffer, as 64 lowercase hex digits (sha256.c). */
#ifndef ACLCTS_SHA256_H_
#define ACLCTS_SHA256_H_

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

int aclcts_sha256_file(const char *path, char hex[65]);
int aclcts_sha256_buf(const void *data, size_t len, char hex[65]);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_SHA256_H_ */
