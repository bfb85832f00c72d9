# A local stand-in for axllent/mailpit: an SMTP server on 1025 that prints every mail it gets
# (`docker-compose logs mailpit`); Mailpit's web inbox (8025) has no stand-in.
ARG DEBIAN_IMAGE=ontoloom-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends python3 \
 && rm -rf /var/lib/apt/lists/*
EXPOSE 1025
CMD ["python3", "-W", "ignore", "-u", "-m", "smtpd", "-n", "-c", "DebuggingServer", "0.0.0.0:1025"]
