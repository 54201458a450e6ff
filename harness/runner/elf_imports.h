/* What a library imports, read from its ELF dynamic symbol table without
 * loading it (elf_imports.c). */
#ifndef ACLCTS_ELF_IMPORTS_H_
#define ACLCTS_ELF_IMPORTS_H_

#ifdef __cplusplus
extern "C" {
#endif

/* 1 when the ELF file at path has an undefined dynamic reference to one of
 * names, 0 when not, -1 with *why set when the file cannot be read as ELF. */
int aclcts_elf_imports_any(const char *path, const char *const *names, const char **why);
/* Marks imported[i] for each names[i] (NULL-terminated) the file references
 * undefined: ACLCTS_ELF_IMPORT_STRONG, ACLCTS_ELF_IMPORT_WEAK (both when
 * both), 0 when not. 0, or -1 with *why set as above. */
enum { ACLCTS_ELF_IMPORT_STRONG = 1u, ACLCTS_ELF_IMPORT_WEAK = 2u };
int aclcts_elf_imports(const char *path, const char *const *names, unsigned char *imported, const char **why);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_ELF_IMPORTS_H_ */
