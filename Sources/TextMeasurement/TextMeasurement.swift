// In progress (issue 5).
