"""Discord's surface: slash commands and their catalogue names, components and their custom ids
(verbs), the decision panels, refusals and errors as one sentence, permissions, membership, and
finding the table a command or press is about. It never imports delivery or the features."""
