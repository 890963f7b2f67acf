-- placeholder 11 (local only: another branch's migration takes this number at the merge)
SELECT 1;
