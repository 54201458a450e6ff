/* INIT001: as the product's acl.cpp answers (commit 681ef7610df1). */
/* INIT002: as the product's acl.cpp answers (Commit: 476e57ff5). */
/* Not citations: a commit 681ef, committed 476e57ff5, commit 476e57ff5x. */
