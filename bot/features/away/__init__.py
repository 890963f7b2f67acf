"""`/salon away`: a person's absences (absences), the dates they type (dates) and the commands (commands)."""
