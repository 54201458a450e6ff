/* A structure-aware mutator for the fuzz program format (libFuzzer builds
 * only). A CONFIG's payload is length-prefixed, so a plain byte insertion
 * inside it shifts its last byte into the operation stream and truncates the
 * JSON; half of the mutations therefore pick one CONFIG, mutate its payload
 * alone with LLVMFuzzerMutate and rewrite its length. The other half are
 * libFuzzer's own mutations of the whole input (new operations, operands). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "program.h"

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed);

static uint8_t g_payload[PROG_MAX_CONFIG_BYTES];

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed)
{
    prog_config_span spans[PROG_MAX_CONFIGS];
    size_t n = (seed & 1u) ? prog_config_spans(data, size, spans, PROG_MAX_CONFIGS) : 0;
    if (n == 0) return LLVMFuzzerMutate(data, size, max_size);
    const prog_config_span s = spans[(seed >> 1) % n];
    size_t rest = size - (s.at + 2 + s.len); /* bytes after the payload */
    size_t room = max_size - (size - s.len); /* what the payload may grow to */
    if (room > sizeof(g_payload)) room = sizeof(g_payload);
    memcpy(g_payload, data + s.at + 2, s.len);
    size_t len = LLVMFuzzerMutate(g_payload, s.len, room);
    memmove(data + s.at + 2 + len, data + s.at + 2 + s.len, rest);
    memcpy(data + s.at + 2, g_payload, len);
    data[s.at] = (uint8_t)(len & 0xff);
    data[s.at + 1] = (uint8_t)(len >> 8);
    return s.at + 2 + len + rest;
}
