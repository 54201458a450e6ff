/* The run-time mutant selector (see mutant.h); only in the mutants build. */
#include "mutant.h"

#include <pthread.h>
#include <stdlib.h>

static pthread_once_t g_mutant_once = PTHREAD_ONCE_INIT;
static int g_mutant;

static void read_mutant(void)
{
    const char *text = getenv("ACLREF_MUTANT");
    char *end = NULL;
    long n = text != NULL ? strtol(text, &end, 10) : 0;
    g_mutant = text != NULL && end != text && *end == '\0' && n > 0 && n < 1000000 ? (int)n : 0;
}

int aclref_mutant_selected(void)
{
    pthread_once(&g_mutant_once, read_mutant);
    return g_mutant;
}
