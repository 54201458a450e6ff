/* malloc for buffers that may hold a whole config (big_buffer.c). */
#ifndef ACLREF_BIG_BUFFER_H_
#define ACLREF_BIG_BUFFER_H_

#include <stdlib.h>

void *big_buffer(size_t size);

#endif /* ACLREF_BIG_BUFFER_H_ */
