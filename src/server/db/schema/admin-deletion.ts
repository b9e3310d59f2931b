// Issue 19: the tables of this slice (docs/decisions/back-office-deletion.md).
export {};
