"""A table before its game starts: seats, options, AI players (lobby), its commands (commands), its
message (message), and who hosts it when its host leaves (host_departure)."""
