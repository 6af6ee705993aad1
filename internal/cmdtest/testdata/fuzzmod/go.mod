module example.com/fuzzmod

go 1.26
